from django.http import JsonResponse

from api import store


def health_check(request):
    return JsonResponse({"status": "ok"})


def get_profile(request, username):
    data = store.profile(username)
    if data is None:
        return JsonResponse({"errors": {"body": ["profile not found"]}}, status=404)
    return JsonResponse({"profile": data})
