from core.service.user.error.invalid_follow_error import InvalidFollowError
from core.service.user.error.user_exist_error import UserExistError
from core.service.user.error.user_not_found_error import UserNotFoundError
