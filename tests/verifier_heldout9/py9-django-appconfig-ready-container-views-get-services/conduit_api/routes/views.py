from django.apps import apps
from django.http import JsonResponse

from conduit_api.services.profile_service import ProfileNotFound


def _services():
    return apps.get_app_config("conduit_api").services


async def health_check(request):
    return JsonResponse({"status": "ok"})


async def tags(request):
    return JsonResponse({"tags": await _services().tags.all()})


async def profile(request, username):
    try:
        return JsonResponse({"profile": await _services().profiles.get(username)})
    except ProfileNotFound:
        return JsonResponse({"errors": {"body": ["profile not found"]}}, status=404)
