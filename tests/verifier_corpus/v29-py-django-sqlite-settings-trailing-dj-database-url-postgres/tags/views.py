from django.http import JsonResponse

from tags.models import Tag


def health_check(request):
    return JsonResponse({"status": "ok"})


def tag_list(request):
    return JsonResponse({"tags": list(Tag.objects.values_list("name", flat=True))})
