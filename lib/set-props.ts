/**
 * The props that are set, without the ones left undefined: React's flight data (the copy of a
 * server-rendered page that hydrates it) writes every prop passed as undefined as "$undefined",
 * about 15–25 bytes each, on every element a shared component renders.
 */
export function setProps<T extends object>(props: T): Partial<T> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>;
}
