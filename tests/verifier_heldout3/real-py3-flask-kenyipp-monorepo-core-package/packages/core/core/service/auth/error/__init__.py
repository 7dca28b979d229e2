from core.service.auth.error.password_not_match_error import \
    PasswordNotMatchError
from core.service.auth.error.password_requirements_not_met_error import \
    PasswordRequirementsNotMetError
