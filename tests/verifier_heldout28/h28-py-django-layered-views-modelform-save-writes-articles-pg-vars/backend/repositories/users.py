from models.models import User


def get(pk):
    return User.objects.filter(pk=pk).first()


def by_email(email):
    return User.objects.filter(email=email).first()


def create(username, email, password):
    user = User(username=username, email=email)
    user.set_password(password)
    user.save()
    return user
