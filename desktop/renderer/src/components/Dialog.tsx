import { AlertDialog, Dialog } from 'radix-ui';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** Whether the focus is already inside a dialog other than the one closing (which led on to it). */
function focusInAnotherDialog(closing: EventTarget | null): boolean {
  const active = document.activeElement;
  const dialog = active instanceof HTMLElement ? active.closest('[role="dialog"], [role="alertdialog"]') : null;
  return dialog !== null && !(closing instanceof Node && dialog.contains(closing));
}

/**
 * Focus goes back to what opened a dialog when it closes (Radix does that only for its own
 * triggers; ours are opened from state). Falls back to Radix's choice when the opener is gone.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    // The dialog led on to another one (the details' 'Edit'), which has put the focus in itself: it stays there.
    if (focusInAnotherDialog(event.currentTarget)) return event.preventDefault();
    if (target?.isConnected && target !== document.body) {
      event.preventDefault();
      target.focus();
      // An opener that is hidden this very frame (the tree's node buttons while the view settles) takes it on the next.
      if (document.activeElement !== target) requestAnimationFrame(() => target.isConnected && target.focus());
    }
  };
}
import { buttonClass } from './Button';
import { CloseIcon } from './Icons';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  open: boolean;
  /** Called when the user asks to close (Escape, overlay, close button). */
  onRequestClose(): void;
  title: string;
  description?: string;
  children: ReactNode;
  width?: string;
}

/** The dialog's box: centred from 640 px on, a full-height sheet on phones (below `sm`). */
const SHEET =
  'dialog-sheet fixed inset-0 z-50 flex h-dvh flex-col overflow-y-auto overscroll-contain bg-white dark:bg-slate-900 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:block sm:h-auto sm:max-h-[90vh] sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-slate-200 sm:p-6 sm:shadow-2xl sm:dark:border-slate-700';

/** Escape in a field that says its open list takes it (`data-escape-closes-list`, the @mention list) closes that list, not the dialog. */
function keepEscapeForOpenList(event: KeyboardEvent): void {
  const target = event.target;
  if (target instanceof HTMLElement && target.dataset.escapeClosesList === 'true') event.preventDefault();
}

/**
 * A modal dialog with focus trap, Escape and a labelled close button. On phones a full-height
 * sheet: the title bar with the close button stays at the top and the footer (the row holding
 * the form's submit button, see `.dialog-sheet` in styles.css) at the bottom while the body
 * scrolls; on wider screens a centred box whose footer likewise stays in view.
 */
export function Modal({ open, onRequestClose, title, description, children, width = 'max-w-4xl' }: ModalProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onRequestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[1px]" />
        <Dialog.Content onCloseAutoFocus={returnFocus} onEscapeKeyDown={keepEscapeForOpenList} className={`${SHEET} ${width}`}>
          <div className="sticky top-0 z-20 flex items-start justify-between gap-4 border-b border-slate-200 bg-white py-2 pr-1.5 pl-4 sm:static sm:mb-4 sm:border-0 sm:p-0 dark:border-slate-700 dark:bg-slate-900">
            <div className="min-w-0 max-sm:py-1.5">
              <Dialog.Title className="text-xl font-semibold tracking-tight">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={t('common.close')}
              className="flex shrink-0 items-center justify-center rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 touch:size-11 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="dialog-body flex flex-1 flex-col px-4 pt-4 pb-4 sm:block sm:p-0">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface ConfirmProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  destructive?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** An in-app confirmation (role="alertdialog"), never window.confirm. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, destructive, onConfirm, onCancel }: ConfirmProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/50" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass(destructive ? 'danger' : 'primary')} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The spec's confirmation before closing a form with unsaved changes. */
export function UnsavedChangesDialog({ open, onDiscard, onKeep }: { open: boolean; onDiscard(): void; onKeep(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('components.unsavedTitle')}
      message={t('components.unsavedMessage')}
      confirmLabel={t('components.unsavedConfirm')}
      cancelLabel={t('components.unsavedCancel')}
      destructive
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
