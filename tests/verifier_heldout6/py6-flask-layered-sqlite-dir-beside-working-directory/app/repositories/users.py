from app.models import User, db


def by_id(user_id):
    return db.session.get(User, user_id)


def by_email(email):
    return db.session.scalar(db.select(User).filter_by(email=email))


def by_username(username):
    return db.session.scalar(db.select(User).filter_by(username=username))


def add(user):
    db.session.add(user)
    db.session.commit()
    return user
