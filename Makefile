# conduit-harness — every target installs what it needs first, on a fresh machine too.
PYTHON ?= python3
export CONDUIT_HARNESS_CACHE ?= $(HOME)/.cache/conduit-harness

.PHONY: install system-deps run test test-fast bench matrix clean images

# Debian packages the local backend needs: git, the PostgreSQL server binaries (initdb, pg_ctl), Node.js 20 + npm,
# and bubblewrap (its sandbox).
system-deps:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || { echo "Python >= 3.11 required"; exit 1; }
	@if ! command -v initdb >/dev/null && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then \
		echo "installing the PostgreSQL server (apt-get)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; \
	fi
	@command -v node >/dev/null && command -v npm >/dev/null || { \
		echo "installing Node.js and npm (apt-get)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null; }
	@command -v git >/dev/null || { apt-get update -qq && apt-get install -y -qq git >/dev/null; }
	@command -v bwrap >/dev/null || { \
		echo "installing bubblewrap, the local backend's sandbox (apt-get)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bubblewrap >/dev/null; }
	@command -v chromium >/dev/null || { \
		echo "installing Chromium for the report's browser test (apt-get)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

install: system-deps
	$(PYTHON) -m pip install -q -e '.[test]'
	@# The docs condition's tests read these from the cache (no registry at test time).
	$(PYTHON) -m harness docs flask --prefetch
	$(PYTHON) -m harness docs hono --prefetch

# The docker backend's images. Default: built on a Debian base made from the host's apt mirror, so no
# image is pulled (IMAGES_ARGS= to build on the official images instead). Present tags are not rebuilt.
IMAGES_ARGS ?= --bootstrap
# debootstrap makes the bootstrap base: installed with apt-get when missing.
BUILD_IMAGES = { command -v debootstrap >/dev/null || { echo "installing debootstrap (apt-get)"; \
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; }; } \
	&& $(PYTHON) -m harness images build $(IMAGES_ARGS)
images: install
	@$(BUILD_IMAGES)

# The main job on the embedded defaults: the FastAPI L3 tasks with the reference agent, in Docker
# whenever an engine answers (its images are built first; a no-op once built), else on the local backend.
run: install
	@if docker info >/dev/null 2>&1; then $(BUILD_IMAGES); fi
	$(PYTHON) -m harness run --framework fastapi --level L3 --agent reference --backend auto

# --durations: the slowest tests in every log, so a run that nears CI's time limit says where the time went.
test: install
	$(PYTHON) -m pytest -q --durations=30

# Everything but the 80 reference runs (a few minutes).
test-fast: install
	$(PYTHON) -m pytest -q --deselect tests/test_references.py::test_reference_scores_290_of_290

# Phase times per framework (cache cold, then warm), then whole-matrix wall times (cold/warm × 1/2
# workers) over BENCH_FRAMEWORKS (default: all 8, i.e. the 80-task matrix; it takes a long while).
BENCH_FRAMEWORKS ?=
bench: install
	$(PYTHON) -m harness.bench $(foreach f,$(BENCH_FRAMEWORKS),--framework $(f))
	$(PYTHON) -m harness.bench --matrix $(foreach f,$(BENCH_FRAMEWORKS),--framework $(f))

# The whole matrix with the reference agent (1 sample): every cell must be 100%.
matrix: install
	$(PYTHON) -m harness matrix --samples 1 --workers 2 --config reference $(MATRIX_ARGS)

clean:
	rm -rf runs .pytest_cache
