import { composeMail, type MailMessage } from './message';

/**
 * The mail to a member who became a tree's owner because its owner deleted their account. Like
 * every mail it carries nothing a user typed: not the tree's name, not the former owner's name
 * (the link opens the tree, which shows both).
 */
export function treeHandedOverMail(to: string, link: string): MailMessage {
  return composeMail({
    to,
    subject: 'You are now the owner of a TeamTree',
    intro: [
      'The owner of a TeamTree you are a member of has deleted their TeamTree account and handed the tree to you.',
      'You are its owner now: you can share it, manage its members and change its settings.',
    ],
    action: { label: 'Open the TeamTree', link },
    outro: ['Its partners, history and members stay as they were.'],
  });
}
