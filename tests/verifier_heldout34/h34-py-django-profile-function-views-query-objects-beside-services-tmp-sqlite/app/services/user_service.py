from django.contrib.auth.hashers import check_password, make_password

from app.repositories import user_repository


def register(username, email, password):
    return user_repository.create(username=username, email=email, password=make_password(password))


def login(email, password):
    user = user_repository.by_email(email)
    return user if user and check_password(password, user.password) else None
