from conduit.models import Follow, User, db


def get(user_id):
    return db.session.get(User, user_id)


def find_by_email(email):
    return db.session.scalar(db.select(User).where(User.email == email))


def find_by_username(username):
    return db.session.scalar(db.select(User).where(User.username == username))


def create(**fields):
    user = User(**fields)
    db.session.add(user)
    db.session.commit()
    return user


def is_following(follower_id, followed_id):
    return db.session.get(Follow, (follower_id, followed_id)) is not None


def follow(follower_id, followed_id):
    if not is_following(follower_id, followed_id):
        db.session.add(Follow(follower_id=follower_id, followed_id=followed_id))
        db.session.commit()


def unfollow(follower_id, followed_id):
    db.session.execute(db.delete(Follow).where(Follow.follower_id == follower_id, Follow.followed_id == followed_id))
    db.session.commit()
