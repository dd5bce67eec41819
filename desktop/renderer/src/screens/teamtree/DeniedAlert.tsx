import { Alert } from '../../components/Alert';

/** Why an action on a partner was refused (the member's rights), until dismissed. */
export function DeniedAlert({ message, onDismiss }: { message: string; onDismiss(): void }) {
  return (
    <div className="absolute bottom-4 left-1/2 w-[min(32rem,calc(100%-2rem))] -translate-x-1/2">
      <Alert className="flex items-center justify-between gap-3 shadow-lg">
        <span>{message}</span>
        <button type="button" className="shrink-0 text-sm underline touch:min-h-11 touch:px-2" onClick={onDismiss}>
          Dismiss
        </button>
      </Alert>
    </div>
  );
}
