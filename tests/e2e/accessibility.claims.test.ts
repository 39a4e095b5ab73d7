import { describeAccessibility } from './accessibilitySuite';

describeAccessibility('claims');
