/**
 * Runs `run` in the task after the next frame has been painted, and returns what cancels it: work a
 * tap does not need to show its answer (moving focus, a third party's frame) stays out of the
 * tap's own frame, which Interaction to Next Paint measures.
 */
export function afterPaint(run: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
