from core.utils.dangerous_reset_database import (connection_string,
                                                 dangerous_reset_database)
from core.utils.settings import settings
