'use client';

import { useState } from 'react';

export function CountButton() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Pressed {count} times
    </button>
  );
}
