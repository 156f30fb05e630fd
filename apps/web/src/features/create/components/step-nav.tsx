import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import { brandGradient } from '../../../lib/theme';
import { canOpen, STEPS, type CreateFlow, type StepIndex } from '../hooks/use-create-flow';

/** The five steps; a step opens if it is step 1, or it or the previous step is completed. */
export function StepNav({ flow }: { flow: CreateFlow }) {
  const { active, completed } = flow.state;
  return (
    <Box component="nav" aria-label="Steps">
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}
      >
        {STEPS.map((name, i) => {
          const open = canOpen(completed, i);
          const current = active === i;
          const done = completed[i];
          return (
            <Box
              component="li"
              key={name}
              sx={{
                display: 'flex',
                alignItems: 'center',
                flex: i < STEPS.length - 1 ? 1 : 'none',
                minWidth: 0,
                gap: { xs: 0.5, sm: 1 },
              }}
            >
              <Box
                component="button"
                type="button"
                disabled={!open}
                onClick={() => flow.go(i as StepIndex)}
                aria-current={current ? 'step' : undefined}
                aria-label={`Step ${i + 1}: ${name}${done ? ' (completed)' : ''}`}
                data-testid={`step-${name.toLowerCase()}`}
                sx={{
                  all: 'unset',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  cursor: open ? 'pointer' : 'not-allowed',
                  borderRadius: 999,
                  pr: { xs: 0, sm: 1.5 },
                  opacity: open ? 1 : 0.45,
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Box
                  sx={{
                    width: { xs: 32, sm: 36 },
                    height: { xs: 32, sm: 36 },
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    flexShrink: 0,
                    fontWeight: 800,
                    fontSize: 14,
                    color: done || current ? '#fff' : 'text.secondary',
                    background: done
                      ? brandGradient
                      : current
                        ? 'rgba(167,139,250,0.25)'
                        : 'rgba(255,255,255,0.06)',
                    border: current ? '2px solid #a78bfa' : '2px solid transparent',
                    boxShadow: current ? '0 0 0 5px rgba(167,139,250,0.15)' : 'none',
                    transition: 'all .2s',
                  }}
                >
                  {done && !current ? <CheckRounded sx={{ fontSize: 18 }} /> : i + 1}
                </Box>
                <Box
                  component="span"
                  sx={{
                    display: { xs: 'none', sm: 'inline' },
                    fontWeight: current ? 700 : 600,
                    fontSize: 14,
                    color: current ? 'text.primary' : 'text.secondary',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {name}
                </Box>
              </Box>
              {i < STEPS.length - 1 && (
                <Box
                  aria-hidden
                  sx={{
                    flex: 1,
                    height: 2,
                    minWidth: 8,
                    borderRadius: '10px',
                    background: completed[i] ? brandGradient : 'rgba(255,255,255,0.1)',
                    transition: 'background .3s',
                  }}
                />
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
