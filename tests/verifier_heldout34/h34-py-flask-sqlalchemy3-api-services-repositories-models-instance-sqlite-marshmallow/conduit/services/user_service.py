from ..repositories.user_repository import UserRepository


def get_user(user_id):
    return UserRepository().by_id(user_id)
