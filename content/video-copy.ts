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
} as const satisfies VideoCopy;
