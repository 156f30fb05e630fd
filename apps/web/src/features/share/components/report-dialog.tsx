import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/server-errors';
import { REPORT_REASONS, useReportVideo } from '../api/report-video';

/** "Report this video": what is wrong, a few optional words, sent to the Reelsmith team. */
export function ReportDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const report = useReportVideo();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    report.mutate({ token, reason, details });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      component="form"
      onSubmit={submit}
      aria-labelledby="report-title"
      fullWidth
    >
      <DialogTitle id="report-title">Report this video</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {report.isSuccess ? (
          <Alert severity="success" role="status">
            {report.data.message}
          </Alert>
        ) : (
          <>
            <RadioGroup aria-label="What is wrong" value={reason} onChange={(e) => setReason(e.target.value)}>
              {REPORT_REASONS.map((r) => (
                <FormControlLabel key={r.id} value={r.id} control={<Radio />} label={r.label} />
              ))}
            </RadioGroup>
            <TextField
              label="Anything else we should know (optional)"
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            {report.isError && (
              <Alert severity="error" role="alert">
                {report.error instanceof ApiError
                  ? apiErrorText(report.error)
                  : 'Could not send the report. Check your connection and try again.'}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{report.isSuccess ? 'Close' : 'Cancel'}</Button>
        {!report.isSuccess && (
          <Button type="submit" variant="contained" disabled={!reason || report.isPending}>
            Send report
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
