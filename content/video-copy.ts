import type { VideoCopy } from './types';

/**
 * Every word the video section shows or reads out, besides the videos' own titles.
 * `{title}` is replaced by the video's title.
 */
export const videoCopy = {
  defaultTitle: 'YouTube 影片',
  playLabel: '播放影片：{title}',
  newTabHint: '（在新分頁開啟）',
  dialogLabel: '影片播放：{title}',
  playerTitle: 'YouTube 影片播放器：{title}',
  closeLabel: '關閉影片',
  statsLabel: '社交媒體追蹤人數',
  /** Inside the dialog when the player has not loaded within a few seconds (a slow or blocked network). */
  playerSlow: '播放器仍未載入：網絡可能較慢，或你所在的地方無法連接 YouTube（例如中國內地）。你可以稍候，或關閉此視窗。',
  playerSlowLink: '在 YouTube 開啟',
  /** Simplified edition, under a video with no mainland mirror, before the tap. */
  youtubeNote: '由 YouTube 播放，內地網絡可能無法播放',
  /**
   * Simplified edition, under a video with a mainland mirror: {host} is the host's name below. It says
   * that the link opens a new tab, so the card reads no `newTabHint` after it (MR76).
   */
  mirrorNote: '在{host}觀看（新分頁）',
  bilibili: '嗶哩嗶哩',
  tencent: '騰訊影片',
} as const satisfies VideoCopy;
