import BusinessCenterRounded from '@mui/icons-material/BusinessCenterRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import { type ReactNode } from 'react';
import { type Scene } from './phone-mockup';

// Who Reelsmith is for: each audience's tab, what gets in its way, what changes, and a word from one of them.

interface Audience {
  id: string;
  tab: string;
  icon: ReactNode;
  headline: string;
  claim: string;
  challenges: string[];
  solutions: string[];
  results: { value: string; label: string }[];
  testimonial: { quote: string; name: string; role: string };
  scene: Scene;
  caption: string;
}

export const AUDIENCES: Audience[] = [
  {
    id: 'creators',
    tab: 'Creators',
    icon: <VideocamRounded />,
    headline: 'Post every day without burning out',
    claim: '5000+ creators',
    challenges: [
      'The algorithm rewards daily posting',
      'Editing one video eats an evening',
      'Ideas pile up faster than you can film them',
    ],
    solutions: [
      'Turn every idea into a video in about 30 seconds',
      'Captions, voice and music done for you',
      'Four vibes to keep your feed varied',
    ],
    results: [
      { value: '7x', label: 'more videos per week' },
      { value: '10 h', label: 'saved every week' },
    ],
    testimonial: {
      quote:
        'My backlog of ideas is finally turning into posts. I batch a week of videos on Sunday morning with coffee.',
      name: 'Priya S.',
      role: 'Wellness creator',
    },
    scene: 'sunset',
    caption: 'Three habits that changed my mornings',
  },
  {
    id: 'businesses',
    tab: 'Businesses',
    icon: <BusinessCenterRounded />,
    headline: 'Short-form marketing without an agency budget',
    claim: '500+ businesses',
    challenges: [
      'Video ads and editors are expensive',
      'No one on the team knows editing',
      'Product news goes stale before the video is ready',
    ],
    solutions: [
      'Product tips, launches and offers as videos in seconds',
      'Unlimited videos for a flat monthly price',
      'Business plan: 5 team users and API access',
    ],
    results: [
      { value: '95%', label: 'lower cost per video' },
      { value: '3x', label: 'more posts per month' },
    ],
    testimonial: {
      quote:
        'We announce a new roast the same morning it comes out of the roaster. Our regulars now find out on TikTok first.',
      name: 'Daniel K.',
      role: 'Founder, coffee roastery',
    },
    scene: 'forest',
    caption: 'New single origin drops today',
  },
  {
    id: 'educators',
    tab: 'Educators',
    icon: <MenuBookRounded />,
    headline: 'Bite-sized lessons students actually watch',
    claim: '10,000+ creators',
    challenges: [
      'Attention spans are short',
      'Recording and editing lessons takes hours',
      'Explaining the same concept again and again',
    ],
    solutions: [
      'Educational vibe: clear, calm, structured scripts',
      'Word-synced captions help every learner',
      'One concept per video, 15 to 60 seconds',
    ],
    results: [
      { value: '30 s', label: 'to turn a concept into a lesson' },
      { value: '2x', label: 'more students reached' },
    ],
    testimonial: {
      quote:
        'I turn tomorrow’s lesson into three short explainers the night before. Students watch them on the bus and come in with questions.',
      name: 'Mr. Alvarez',
      role: 'High-school chemistry teacher',
    },
    scene: 'ocean',
    caption: 'Why ice floats on water',
  },
  {
    id: 'agencies',
    tab: 'Agencies',
    icon: <GroupsRounded />,
    headline: 'Scale client content without scaling headcount',
    claim: '100+ agencies',
    challenges: [
      'Every client wants more short-form',
      'Editors are the bottleneck',
      'Margins shrink as volume grows',
    ],
    solutions: [
      'First drafts for every client in minutes',
      'Team seats and API access to plug into your workflow',
      'Consistent captions and pacing across accounts',
    ],
    results: [
      { value: '480x', label: 'faster first drafts' },
      { value: '4x', label: 'more clients per editor' },
    ],
    testimonial: {
      quote:
        'Our editors now polish instead of building from scratch. We took on four new retainers without hiring.',
      name: 'Lena M.',
      role: 'Managing partner, social agency',
    },
    scene: 'neon',
    caption: 'Five hooks that stop the scroll',
  },
];
