import { toast } from './toast';

export interface ShareLinkOptions {
  url: string;
  /** What a share sheet shows besides the link. */
  title: string;
  text: string;
  /** The toast after copying: what the link is for. */
  copied: { title: string; description: string };
}

/**
 * The device's share sheet where there is one (phones), otherwise the link goes to the
 * clipboard and a toast says so — or, where even that is refused, shows the link to copy by hand.
 */
export async function shareLink({ url, title, text, copied }: ShareLinkOptions): Promise<void> {
  const data: ShareData = { title, text, url };
  if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // The visitor closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Share is there but refused (e.g. not allowed in this frame): copy instead.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast(copied);
  } catch {
    toast({ title: 'Не вдалося скопіювати посилання', description: `Скопіюй його вручну: ${url}`, variant: 'error' });
  }
}
