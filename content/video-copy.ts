/**
 * Every word the video section shows or reads out, besides the videos' own titles.
 * `{title}` is replaced by the video's title.
 */
export interface VideoCopy {
  /** Shown when a video has no title and none could be fetched. */
  readonly defaultTitle: string;
  /** Accessible name of a card that plays in the page. */
  readonly playLabel: string;
  /** Read after a link that leaves the site in a new tab. */
  readonly newTabHint: string;
  /** Accessible name of the player dialog. */
  readonly dialogLabel: string;
  /** Title of the embedded player frame. */
  readonly playerTitle: string;
  readonly closeLabel: string;
  /** Accessible name of the follower figures. */
  readonly statsLabel: string;
}

export const videoCopy = {
  defaultTitle: 'YouTube 影片',
  playLabel: '播放影片：{title}',
  newTabHint: '（在新分頁開啟）',
  dialogLabel: '影片播放：{title}',
  playerTitle: 'YouTube 影片播放器：{title}',
  closeLabel: '關閉影片',
  statsLabel: '社交媒體追蹤人數',
} as const satisfies VideoCopy;
