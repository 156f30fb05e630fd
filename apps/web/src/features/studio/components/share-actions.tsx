import CheckRounded from '@mui/icons-material/CheckRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import Button from '@mui/material/Button';
import { downloadTxt, useShare } from '../hooks/use-share';

/** Share (the device's sheet, else a copy with a 2 s confirmation) and Download as .txt. */
export function ShareActions({
  title,
  text,
  size = 'small',
}: {
  title: string;
  text: string;
  size?: 'small' | 'medium';
}) {
  const { share, done } = useShare();
  return (
    <>
      <Button
        size={size}
        color={done ? 'success' : 'inherit'}
        startIcon={done ? <CheckRounded /> : <IosShareRounded />}
        onClick={() => void share({ title, text })}
        aria-live="polite"
      >
        {done === 'copied' ? 'Copied' : done === 'shared' ? 'Shared' : 'Share'}
      </Button>
      <Button
        size={size}
        color="inherit"
        startIcon={<DownloadRounded />}
        onClick={() => downloadTxt(title, text)}
      >
        Download
      </Button>
    </>
  );
}
