from django.http import JsonResponse
from django.views.decorators.http import require_GET

from api.models import Profile
from api.services import profile_service


@require_GET
def profile_detail(request, username):
    try:
        profile = profile_service.get_profile(username)
    except Profile.DoesNotExist:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    return JsonResponse({"profile": profile})
