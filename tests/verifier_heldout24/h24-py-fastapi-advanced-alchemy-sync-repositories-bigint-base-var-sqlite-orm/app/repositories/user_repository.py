from advanced_alchemy.repository import SQLAlchemySyncRepository

from app.models import User, Follow


class UserRepository(SQLAlchemySyncRepository[User]):
    model_type = User

    def by_id(self, user_id):
        return self.get_one_or_none(id=user_id)

    def by_email(self, email):
        return self.get_one_or_none(email=email)

    def by_username(self, username):
        return self.get_one_or_none(username=username)

    def is_following(self, follower_id, followee_id):
        return FollowRepository(session=self.session).exists(follower_id=follower_id, followee_id=followee_id)


class FollowRepository(SQLAlchemySyncRepository[Follow]):
    model_type = Follow
