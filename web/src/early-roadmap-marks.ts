// Loaded by early-roadmap.ts on a detail page whose visitor has marks (or ticks a step): shows
// the marks as soon as the page is parsed and keeps them (lib/roadmap-marks, decision 0012).
import { showRoadmapMarks } from '@/lib/roadmap-marks/marks-dom';

if (document.readyState === 'loading') document.addEventListener('readystatechange', showRoadmapMarks, { once: true });
else showRoadmapMarks();
