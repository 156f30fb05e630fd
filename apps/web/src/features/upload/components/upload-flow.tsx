import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type UploadDto } from '../api/types';
import { useUpload } from '../api/uploads';
import { errorText } from './upload-format';
import { UploadStep } from './upload-step';
import { EnhanceStep } from './enhance-step';
import { ExportStep } from './export-step';

const STEPS = ['Upload', 'Enhance', 'Export'];

/** The upload being worked on, so coming back to Upload from another screen returns to it. */
export const UPLOAD_FLOW_KEY = 'reelsmith:upload-flow';

/**
 * The three steps; the upload's id and the step live in the URL, so a reload returns to them, and
 * in this tab's session, so leaving for another screen and coming back to Upload does too.
 */
export function UploadFlow() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('upload');
  useEffect(() => {
    if (id) sessionStorage.setItem(UPLOAD_FLOW_KEY, params.toString());
    else {
      const kept = sessionStorage.getItem(UPLOAD_FLOW_KEY);
      if (kept) setParams(new URLSearchParams(kept), { replace: true });
    }
  }, [id, params, setParams]);
  const step = id ? Math.min(2, Math.max(1, Number(params.get('step') ?? 1))) : 0;
  const query = useUpload(id);
  const [latest, setLatest] = useState<UploadDto | null>(null);
  const upload = latest?.id === id ? latest : (query.data ?? null);
  const go = (next: number, u?: UploadDto) => {
    if (u) setLatest(u);
    const p = new URLSearchParams(params);
    // Back to the start is leaving this upload: the next visit starts a new one.
    if (next === 0) sessionStorage.removeItem(UPLOAD_FLOW_KEY);
    if (next === 0) p.delete('upload');
    else p.set('upload', u?.id ?? id!);
    if (next === 0) p.delete('step');
    else p.set('step', String(next));
    setParams(p);
  };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          startIcon={<ArrowBackRounded />}
          onClick={() => (step === 0 ? void navigate(-1) : go(step - 1))}
        >
          Back
        </Button>
        <Stepper activeStep={step} sx={{ flex: 1, minWidth: 260 }}>
          {STEPS.map((s) => (
            <Step key={s}>
              <StepLabel>{s}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      {step === 0 && <UploadStep onUploaded={(u) => go(1, u)} />}
      {step > 0 && query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
      {step > 0 && !upload && query.isLoading && <LinearProgress aria-label="Loading the upload" />}
      {step === 1 && upload && <EnhanceStep key={upload.id} upload={upload} onDone={(u) => go(2, u)} />}
      {step === 2 && upload && <ExportStep upload={upload} />}
    </Box>
  );
}
