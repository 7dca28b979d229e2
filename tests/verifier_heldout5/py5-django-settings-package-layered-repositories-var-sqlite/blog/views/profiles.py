from dataclasses import asdict

from django.http import JsonResponse

from blog.services.profiles import ProfileNotFound, ProfileService

service = ProfileService()


def health_check(request):
    return JsonResponse({"status": "ok"})


def profile_detail(request, username: str):
    try:
        profile = service.get(username, None)
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    return JsonResponse({"profile": asdict(profile)})
