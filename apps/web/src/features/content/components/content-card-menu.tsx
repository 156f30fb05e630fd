import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import DriveFileRenameOutlineRounded from '@mui/icons-material/DriveFileRenameOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import MovieCreationRounded from '@mui/icons-material/MovieCreationRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import type { ReactNode } from 'react';
import { getScript } from '../api/get-script';
import type { ContentItem } from '../api/get-content';

// A content card's menu: what a creator can do with a video, a script or an audio file in its state.

export type CardAction = 'rename' | 'duplicate' | 'delete';

export interface CardMenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
  danger?: boolean;
}

function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The card's menu entries, in order, for an item in `status` (a live video's own, else the item's). */
export function cardMenuItems({
  item,
  status,
  processing,
  download,
  onAction,
  go,
  remix,
  share,
}: {
  item: ContentItem;
  status: string;
  processing: boolean;
  download: string | null | undefined;
  onAction: (a: CardAction, item: ContentItem) => void;
  /** Opens another screen. */
  go: (path: string) => void;
  remix: () => void;
  share: () => void;
}): CardMenuItem[] {
  const items: CardMenuItem[] = [];
  if (item.type === 'video' && status === 'completed')
    items.push({
      key: 'edit',
      label: 'Edit',
      icon: <EditRounded fontSize="small" />,
      run: () => go(`/videos/${item.id}/edit`),
    });
  if (item.type === 'video' && status === 'completed')
    items.push({
      key: 'remix',
      label: 'Remix…',
      icon: <AutoAwesomeRounded fontSize="small" />,
      run: remix,
    });
  if (item.type === 'video' && status === 'completed')
    items.push({
      key: 'share',
      label: 'Share',
      icon: <IosShareRounded fontSize="small" />,
      run: share,
    });
  if (item.type === 'video' && status === 'completed')
    items.push({
      key: 'post',
      label: 'Post',
      icon: <ShareRounded fontSize="small" />,
      run: () => go(`/social?video=${item.id}`),
    });
  if (download)
    items.push({
      key: 'download',
      label: 'Download',
      icon: <DownloadRounded fontSize="small" />,
      run: () => {
        const a = document.createElement('a');
        a.href = download;
        a.download = '';
        a.click();
      },
    });
  if (item.type !== 'audio')
    items.push({
      key: 'rename',
      label: 'Rename',
      icon: <DriveFileRenameOutlineRounded fontSize="small" />,
      run: () => onAction('rename', item),
    });
  if (item.type === 'video' && !processing)
    items.push({
      key: 'duplicate',
      label: status === 'failed' ? 'Try again with other choices' : 'Duplicate with another voice or style',
      icon:
        status === 'failed' ? <ReplayRounded fontSize="small" /> : <ContentCopyRounded fontSize="small" />,
      run: () => onAction('duplicate', item),
    });
  if (item.type === 'script') {
    items.push({
      key: 'make',
      label: 'Make a video',
      icon: <MovieCreationRounded fontSize="small" />,
      run: () => onAction('duplicate', item),
    });
    items.push({
      key: 'txt',
      label: 'Download .txt',
      icon: <DownloadRounded fontSize="small" />,
      run: async () => {
        const s = await getScript(item.id);
        downloadText(`${s.title.replace(/[^\w\- ]+/g, '').trim() || 'script'}.txt`, s.content);
      },
    });
  }
  items.push({
    key: 'delete',
    label: 'Delete',
    icon: <DeleteOutlineRounded fontSize="small" />,
    run: () => onAction('delete', item),
    danger: true,
  });
  return items;
}
