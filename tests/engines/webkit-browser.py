#!/usr/bin/python3
# The browser WebKitWebDriver launches for the engines battery: one WebKitGTK web view in a
# toolbar-less window of exactly the requested size (MiniBrowser's toolbar keeps its window at
# least 447 px wide, so it cannot show a 375 px phone viewport).
#
#   webkit-browser.py --automation --size=375x812 --data-dir=DIR [--user-agent=UA] [--proxy=URL] [--no-popover]
#
# --data-dir: a fresh, non-ephemeral profile; WebKitGTK prints console messages to stdout only
#   for a non-ephemeral one, and stdout is how the battery reads them ("CONSOLE JS ERROR …").
# --proxy: every request except loopback goes to this address, a closed port: the closed network
#   fails at once instead of waiting for DNS.
# --no-popover: WebKit's PopoverAttribute feature switched off, a browser without `popover` (as
#   Safari ≤ 16): the engine itself, not a page script, lacks it.
# TLS errors are ignored: the battery's server uses a certificate made for the run, on loopback.
import argparse
import os
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument('--automation', action='store_true')
parser.add_argument('--size', default='1280x800')
parser.add_argument('--data-dir', required=True)
parser.add_argument('--user-agent')
parser.add_argument('--proxy')
parser.add_argument('--no-popover', action='store_true')
options, _ = parser.parse_known_args()
width, height = (int(n) for n in options.size.split('x'))

manager = WebKit2.WebsiteDataManager(
    base_data_directory=os.path.join(options.data_dir, 'data'),
    base_cache_directory=os.path.join(options.data_dir, 'cache'),
)
manager.set_tls_errors_policy(WebKit2.TLSErrorsPolicy.IGNORE)
if options.proxy:
    proxy = WebKit2.NetworkProxySettings.new(options.proxy, ['127.0.0.1', 'localhost'])
    manager.set_network_proxy_settings(WebKit2.NetworkProxyMode.CUSTOM, proxy)
context = WebKit2.WebContext.new_with_website_data_manager(manager)
context.set_automation_allowed(options.automation)

settings = WebKit2.Settings()
settings.set_enable_write_console_messages_to_stdout(True)
if options.user_agent:
    settings.set_user_agent(options.user_agent)
if options.no_popover:
    features = WebKit2.Settings.get_all_features()
    popover = [f for f in (features.get(i) for i in range(features.get_length())) if f.get_identifier() == 'PopoverAttribute']
    if not popover:
        sys.exit('webkit-browser.py: this WebKitGTK has no PopoverAttribute feature to switch off')
    settings.set_feature_enabled(popover[0], False)


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_decorated(False)
    window.set_default_size(width, height)
    window.connect('destroy', lambda *_: Gtk.main_quit())
    window.add(view)
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('engines-battery')
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect('create-web-view', create_web_view)


context.connect('automation-started', automation_started)
sys.stdout.reconfigure(line_buffering=True)
Gtk.main()
