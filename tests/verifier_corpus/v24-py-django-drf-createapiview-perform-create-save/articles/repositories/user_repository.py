from django.contrib.auth import get_user_model


class UserRepository:
    def get_by_id(self, user_id):
        return get_user_model().objects.filter(pk=user_id).first()
