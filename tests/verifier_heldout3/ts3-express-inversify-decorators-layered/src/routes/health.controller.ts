import { controller, httpGet } from 'inversify-express-utils';

@controller('/health-check')
export class HealthController {
  @httpGet('/')
  check() {
    return { status: 'ok' };
  }
}
