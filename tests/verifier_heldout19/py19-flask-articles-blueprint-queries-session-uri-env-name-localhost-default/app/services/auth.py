from werkzeug.security import check_password_hash, generate_password_hash
from app.models import User
from app.repositories import users as users_repo


def register(username, email, password):
    return users_repo.save(User(username=username, email=email, password=generate_password_hash(password)))


def login(email, password):
    user = users_repo.find_by_email(email)
    if user and check_password_hash(user.password, password):
        return user
    return None
