import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

// Who wrote a script and what it still needs, said the same way on the dashboard and in Create.

export interface WrittenByInfo {
  name: string;
  /** Set when an AI writer was set up but failed; already in the creator's words. */
  fallback_reason?: string;
}

/** "Script written by the offline writer. The AI writer did not answer in time." */
export function WrittenBy({ writer }: { writer: WrittenByInfo }) {
  const who = writer.name === 'builtin' ? 'the offline writer' : writer.name;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="written-by">
      Script written by {who}.{writer.fallback_reason ? ` ${writer.fallback_reason}` : ''}
    </Typography>
  );
}

/**
 * What the offline writer could not write (a question it cannot answer), with the way to the editor of
 * that video when there is one; in Create the script box is already the editor.
 */
export function WriterNotice({ notice, videoId }: { notice: string; videoId?: string }) {
  return (
    <Alert severity="info" role="status" data-testid="writer-notice">
      {notice}
      {videoId && (
        <>
          {' '}
          <Link
            component={RouterLink}
            to={`/videos/${videoId}/edit`}
            sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            Edit the script
          </Link>
        </>
      )}
    </Alert>
  );
}
