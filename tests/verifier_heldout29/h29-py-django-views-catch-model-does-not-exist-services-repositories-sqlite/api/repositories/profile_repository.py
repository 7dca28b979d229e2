from api.models import Profile


def get_by_username(username: str) -> Profile:
    """Raises Profile.DoesNotExist when there is no such user."""
    return Profile.objects.get(username=username)
