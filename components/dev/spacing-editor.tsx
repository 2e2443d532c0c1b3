'use client';

import { useState } from 'react';
import { chrome } from '@/content/chrome';
import styles from './spacing-editor.module.css';

interface SectionSpacing {
  index: number;
  label: string;
  top: number;
  bottom: number;
}

function sections(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('main section'));
}

function readSpacing(): SectionSpacing[] {
  return sections().map((element, index) => {
    const style = getComputedStyle(element);
    const heading = element.querySelector('h1, h2, h3')?.textContent?.trim();
    return {
      index,
      label: heading || element.id || `section ${index + 1}`,
      top: Math.round(parseFloat(style.paddingTop) || 0),
      bottom: Math.round(parseFloat(style.paddingBottom) || 0),
    };
  });
}

/** A developer tool: adjust each section's vertical padding live and copy the values out. */
export function SpacingEditor() {
  // Client-only (loaded with ssr: false), so the DOM can be read on first render.
  const [rows, setRows] = useState<SectionSpacing[]>(readSpacing);

  const update = (index: number, side: 'top' | 'bottom', value: number) => {
    const element = sections()[index];
    if (element) element.style[side === 'top' ? 'paddingTop' : 'paddingBottom'] = `${value}px`;
    setRows((current) => current.map((row) => (row.index === index ? { ...row, [side]: value } : row)));
  };

  const readout = rows.map((row) => `/* ${row.label} */ padding-block: ${row.top}px ${row.bottom}px;`).join('\n');

  return (
    <aside className={styles.panel} aria-label={chrome.devEditorTitle} data-testid="dev-spacing-editor">
      <h2 className={styles.title}>{chrome.devEditorTitle}</h2>
      <ol className={styles.list}>
        {rows.map((row) => (
          <li key={row.index}>
            <span className={styles.label}>{row.label}</span>
            {(['top', 'bottom'] as const).map((side) => (
              <label key={side} className={styles.control}>
                {side} {row[side]}px
                <input
                  type="range"
                  min={0}
                  max={200}
                  step={4}
                  value={row[side]}
                  onChange={(event) => update(row.index, side, Number(event.target.value))}
                />
              </label>
            ))}
          </li>
        ))}
      </ol>
      <textarea className={styles.readout} readOnly value={readout} aria-label="CSS" rows={4} />
    </aside>
  );
}
