import { Get, JsonController } from 'routing-controllers';
import { Service } from 'typedi';

@JsonController()
@Service()
export class HealthController {
  @Get('/health-check')
  check() {
    return { status: 'ok' };
  }
}
