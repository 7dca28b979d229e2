from django.http import JsonResponse
from blog.services.profile_service import ProfileNotFound, ProfileService

service = ProfileService()


def profile_detail(request, username):
    try:
        return JsonResponse({"profile": service.view(username)})
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
