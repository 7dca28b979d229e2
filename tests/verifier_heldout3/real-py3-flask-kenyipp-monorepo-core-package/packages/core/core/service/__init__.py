from core.service.auth.auth_service import AuthService
from core.service.user.user_service import UserService
