from core.service.auth.implementation.password_handler import PasswordHandler
