import { describeAccessibility } from './accessibilitySuite';

describeAccessibility('healthcare');
