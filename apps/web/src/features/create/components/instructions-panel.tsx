import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { InstructionsFields, InstructionsUpgradeAlert } from '../../../components/ui/instructions-fields';
import { useInstructions } from '../../../lib/instructions/instructions-api';
import type { CreateFlow } from '../hooks/use-create-flow';

/** This video's prompt instructions, starting from the ones saved in Settings (paid plans). */
export function InstructionsPanel({ flow }: { flow: CreateFlow }) {
  const saved = useInstructions();
  const own = flow.state.instructions;
  return (
    <Accordion
      disableGutters
      elevation={0}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px !important',
        '&:before': { display: 'none' },
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRounded />}
        aria-controls="instructions-panel"
        id="instructions-summary"
      >
        <TuneRounded sx={{ mr: 1, fontSize: 20, color: 'text.secondary' }} />
        <Typography sx={{ fontWeight: 600 }}>Advanced instructions</Typography>
        {own && (
          <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            (set for this video)
          </Typography>
        )}
      </AccordionSummary>
      <AccordionDetails id="instructions-panel">
        {saved.isPending ? (
          <Skeleton height={56} />
        ) : saved.isError ? (
          <Alert severity="warning">Advanced instructions could not be loaded.</Alert>
        ) : !saved.data.available ? (
          <InstructionsUpgradeAlert />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Audience, tone, call to action, brand and words to avoid for this video. They start from your
              saved instructions in Settings.
            </Typography>
            <InstructionsFields
              idPrefix="create-instr"
              value={own ?? saved.data.instructions}
              onChange={(v) => flow.setInstructions(v)}
            />
          </>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
