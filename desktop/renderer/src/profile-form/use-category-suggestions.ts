import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchCategorySuggestions } from '../api/profiles';

const SUGGEST_DELAY_MS = 200;

/** `value`, settled for a moment (the suggestions are read once typing pauses). */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The values other partners already carry in the category `title` that fit what is typed
 * (`value` itself left out); read only while `enabled` (the field has focus) and a title is given.
 */
export function useCategorySuggestions(title: string, value: string, enabled: boolean, teamtreeId?: string): string[] {
  const query = useSettled(value.trim());
  const suggestions = useQuery({
    queryKey: ['category-suggestions', teamtreeId ?? null, title.toLowerCase(), query.toLowerCase()],
    queryFn: () => fetchCategorySuggestions(title, query, teamtreeId),
    enabled: enabled && title !== '',
    staleTime: 30_000,
  });
  return (suggestions.data ?? []).filter((option) => option !== value);
}
