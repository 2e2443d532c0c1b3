import { Link } from '@/components/ui/link';
import type { Link as NavLink } from '@/content/types';
import { href } from '@/lib/routes/paths';
import { setProps } from '@/lib/set-props';

interface SubMenuListProps {
  items: readonly NavLink[];
  className?: string;
  linkClassName?: string;
  id?: string;
  hidden?: boolean;
  /** Called on a click of any of its links (the phone menu closes itself). */
  onNavigate?: () => void;
}

/** The list under a menu item, one for both navigations: each styles it with its own classes. */
export function SubMenuList({ items, className, linkClassName, id, hidden, onNavigate }: SubMenuListProps) {
  return (
    <ul {...setProps({ id, className, hidden })}>
      {items.map((child) => (
        <li key={child.href}>
          <Link href={href(child.href)} {...setProps({ className: linkClassName, onClick: onNavigate })}>
            {child.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
