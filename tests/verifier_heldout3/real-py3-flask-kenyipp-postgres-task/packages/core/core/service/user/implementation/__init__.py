from core.service.user.implementation.create_user_handler import \
    CreateUserHandler
