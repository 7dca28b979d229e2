from core.constants.environment import Environment
from core.constants.record_status import RecordStatus
from core.constants.tables import Tables
