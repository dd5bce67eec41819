import { useMemo } from 'react';
import { textParts } from '../../announcements/text-links';

/**
 * An announcement's plain text with its http and https addresses as links, opened in a new tab
 * without handing the opener or the page's address over (rel="noopener noreferrer"). Never read
 * as HTML: React writes the words as text.
 */
export function LinkedText({ text, className = '' }: { text: string; className?: string }) {
  const parts = useMemo(() => textParts(text), [text]);
  return (
    <p className={`break-words whitespace-pre-wrap ${className}`}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-emerald-300">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
