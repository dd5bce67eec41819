/** 'showing the state of …': the time of day, with the day when it was not today (en-GB, the device's zone). */
export function keptTimeText(at: number, now: number = Date.now()): string {
  const when = new Date(at);
  const time = when.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (when.toDateString() === new Date(now).toDateString()) return time;
  const day = when.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: when.getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric' });
  return `${day}, ${time}`;
}

export const offlineStateText = (at: number | null, now?: number): string => (at ? `Offline – showing the state of ${keptTimeText(at, now)}` : 'Offline');
