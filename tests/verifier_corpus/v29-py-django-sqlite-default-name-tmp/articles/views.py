from django.http import JsonResponse

from articles.models import Tag


def health_check(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.values_list("name", flat=True))})
