"""Build rusol-qt's native bundle for the platform this runs on: ``python packaging/build.py``.

One command per platform, the same by hand and in the release workflow (docs/packaging.md):
the wheel first (so a bundle carries exactly the files the wheel does), the icons from the SVG,
the PyInstaller folder app, then what that platform's players download:

- Linux: ``rusol-qt-VERSION-linux-ARCH.tar.gz`` and an AppDir, packed into
  ``rusol-qt-VERSION-ARCH.AppImage`` when ``appimagetool`` is on PATH.
- Windows: ``rusol-qt-VERSION-windows-ARCH.zip`` and, when Inno Setup's ``ISCC`` is found,
  ``rusol-qt-VERSION-setup.exe``.
- macOS: ``rusol-qt.app`` in ``rusol-qt-VERSION-macos-ARCH.dmg``.

Everything goes to ``packaging/out/`` (or ``--out``); the script prints what it made.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
#: The hand-made assets: the icon's SVG, the desktop entry, the metainfo, the installer script.
RESOURCES = ROOT / "resources"
APP_ID = "io.github.rusolqt.RusolQt"
NAME = "rusol-qt"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def read_version() -> str:
    """The one version, from ``rusol_qt/__init__.py`` (read as text: no import, no Qt)."""
    text = (ROOT / "rusol_qt" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise SystemExit("build.py: no __version__ in rusol_qt/__init__.py")
    return found.group(1)


def machine() -> str:
    """The CPU architecture as release files name it: x86_64, arm64, ..."""
    name = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(name, name)


def run(*command: str | Path, cwd: Path = ROOT) -> None:
    """Run a build step, echoing it, and stop the build if it fails."""
    words = [str(word) for word in command]
    print("+", " ".join(words), flush=True)
    subprocess.run(words, cwd=cwd, check=True)


def build_wheel(out: Path) -> Path:
    """Build the wheel and unpack it; return the folder that holds ``rusol_qt`` as installed."""
    wheel_dir = out / "wheel"
    shutil.rmtree(wheel_dir, ignore_errors=True)
    run(sys.executable, "-m", "build", "--wheel", "--outdir", wheel_dir, ROOT)
    (wheel,) = wheel_dir.glob("rusol_qt-*.whl")
    tree = wheel_dir / "tree"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(tree)
    return tree


def numeric_version(version: str) -> str:
    """The version as Windows' version resources take it: four numbers, ``0.2.0rc1`` -> 0.2.0.1.

    Inno Setup's ``VersionInfoVersion`` and the executable's ``FixedFileInfo`` accept nothing
    else (ISCC stops at ``0.2.0rc1``). A pre-release's number comes out above its release's
    (0.2.0.1 against 0.2.0.0): harmless, since nothing compares them to decide an upgrade (the
    installer replaces every file, ``ignoreversion``); the text versions keep ``rc1``.
    """
    numbers = [int(part) for part in re.findall(r"\d+", version)[:4]]
    numbers += [0] * (4 - len(numbers))
    return ".".join(str(number) for number in numbers)


def write_windows_version_file(path: Path, version: str) -> Path:
    """Write the Windows version resource (Explorer's Details tab) for PyInstaller's EXE."""
    quad = numeric_version(version).replace(".", ", ")
    strings = {
        "CompanyName": "The rusol-qt developers",
        "FileDescription": "rusol-qt - Russian Solitaire",
        "FileVersion": version,
        "InternalName": NAME,
        "LegalCopyright": "MIT licence, the rusol-qt developers",
        "OriginalFilename": f"{NAME}.exe",
        "ProductName": NAME,
        "ProductVersion": version,
    }
    entries = ",\n".join(
        f"          StringStruct({key!r}, {value!r})" for key, value in strings.items()
    )
    path.write_text(
        f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers=({quad}), prodvers=({quad}), mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
{entries}
      ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
""",
        encoding="utf-8",
    )
    return path


def freeze(out: Path, tree: Path, icons: Path, version_file: Path | None) -> Path:
    """Run PyInstaller on the spec; return the folder app."""
    command: list[str | Path] = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        out / "dist",
        "--workpath",
        out / "work",
        PACKAGING / "rusol-qt.spec",
        "--",
        "--tree",
        tree,
        "--icons",
        icons,
    ]
    if version_file is not None:
        command += ["--version-file", version_file]
    run(*command)
    return out / "dist" / NAME


def install_licences(tree: Path, folder: Path) -> Path:
    """Put the licence texts the package carries into ``folder/licenses``, where players look.

    The app itself reads them from the package (Help > About > Licences); this copy at the top of
    the folder app, the tarball, the AppImage, the Windows zip and installer and the macOS disk
    image is for whoever looks at the files.
    """
    target = folder / "licenses"
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(tree / "rusol_qt" / "resources" / "licenses", target)
    return target


def check_licences(tree: Path, folder: Path) -> None:
    """Stop the build when the folder app carries a library that no licence notice covers.

    Every component's ``covers`` patterns (``resources/licenses/index.json``) name its files; a
    library that comes in later (a new Qt module, a host's DLL) needs its notice first.
    """
    sys.path.insert(0, str(PACKAGING))
    import bundle_contents  # noqa: PLC0415 - packaging/bundle_contents.py, beside this script

    index = tree / "rusol_qt" / "resources" / "licenses" / "index.json"
    covers = [
        pattern for entry in json.loads(index.read_text("utf-8")) for pattern in entry["covers"]
    ]
    missing = bundle_contents.uncovered(bundle_contents.bundle_files(folder), covers)
    if missing:
        raise SystemExit(
            "build.py: no licence notice covers these (resources/licenses/index.json):\n  "
            + "\n  ".join(missing)
        )


def install_desktop_files(share: Path, icons: Path) -> None:
    """Lay out the .desktop file, AppStream metainfo and hicolor icons under ``share``."""
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copy2(RESOURCES / f"{APP_ID}.desktop", share / "applications")
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy2(RESOURCES / f"{APP_ID}.metainfo.xml", share / "metainfo")
    for size in HICOLOR_SIZES:
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy2(icons / f"{APP_ID}-{size}.png", folder / f"{APP_ID}.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy2(RESOURCES / "rusol-qt.svg", scalable / f"{APP_ID}.svg")


def package_linux(out: Path, app: Path, icons: Path, version: str) -> list[Path]:
    """The tarball (folder app plus share/) and the AppDir, packed if appimagetool is there."""
    made = []
    stem = f"{NAME}-{version}"
    staging = out / "tarball" / stem
    shutil.rmtree(staging.parent, ignore_errors=True)
    shutil.copytree(app, staging, symlinks=True)
    install_desktop_files(staging / "share", icons)
    tarball = out / f"{stem}-linux-{machine()}.tar.gz"
    with tarfile.open(tarball, "w:gz") as archive:
        archive.add(staging, arcname=stem)
    made.append(tarball)

    appdir = out / "AppDir"
    shutil.rmtree(appdir, ignore_errors=True)
    shutil.copytree(app, appdir / "usr" / "lib" / NAME, symlinks=True)
    install_desktop_files(appdir / "usr" / "share", icons)
    shutil.copy2(PACKAGING / "linux" / "AppRun", appdir / "AppRun")
    (appdir / "AppRun").chmod(0o755)
    shutil.copy2(RESOURCES / f"{APP_ID}.desktop", appdir)
    shutil.copy2(icons / f"{APP_ID}-256.png", appdir / f"{APP_ID}.png")
    (appdir / ".DirIcon").symlink_to(f"{APP_ID}.png")
    made.append(appdir)

    appimagetool = shutil.which("appimagetool")
    if appimagetool:
        image = out / f"{stem}-{machine()}.AppImage"
        os.environ.setdefault("ARCH", platform.machine())
        # appstreamcli validates the metainfo in the workflow and the tests already, offline;
        # appimagetool's own check would also fetch the screenshots.
        run(appimagetool, "--no-appstream", appdir, image)
        made.append(image)
    else:
        print("build.py: appimagetool not on PATH: AppDir left unpacked", flush=True)
    return made


def find_iscc() -> str | None:
    """Inno Setup's compiler: on PATH, or where its installer puts it (Windows: any case)."""
    found = shutil.which("iscc")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        candidate = Path(base or "") / "Inno Setup 6" / "ISCC.exe"
        if base and candidate.exists():
            return str(candidate)
    return None


def package_windows(out: Path, app: Path, version: str) -> list[Path]:
    """A zip of the folder app and, with Inno Setup, the installer."""
    stem = out / f"{NAME}-{version}-windows-{machine()}"
    made = [Path(shutil.make_archive(str(stem), "zip", app.parent, app.name))]
    iscc = find_iscc()
    if iscc:
        run(
            iscc,
            f"/DAppVersion={version}",
            f"/DAppNumericVersion={numeric_version(version)}",
            f"/DAppSource={app}",
            f"/DIconFile={out / 'icons' / 'rusol-qt.ico'}",
            f"/O{out}",
            RESOURCES / "rusol-qt.iss",
        )
        made.append(out / f"{NAME}-{version}-setup.exe")
    else:
        print("build.py: Inno Setup (ISCC) not found: no installer", flush=True)
    return made


def package_macos(out: Path, version: str, tree: Path) -> list[Path]:
    """The .app, with a link to /Applications and the licences beside it, in a disk image."""
    stage = out / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir()
    shutil.copytree(out / "dist" / f"{NAME}.app", stage / f"{NAME}.app", symlinks=True)
    install_licences(tree, stage)
    (stage / "Applications").symlink_to("/Applications")
    image = out / f"{NAME}-{version}-macos-{machine()}.dmg"
    image.unlink(missing_ok=True)
    volume = f"{NAME} {version}"
    create = ["hdiutil", "create", "-volname", volume, "-srcfolder", stage, "-format", "UDZO"]
    run_again_while_busy([*create, image], image)
    return [image]


#: ``hdiutil create`` on hosted macOS runners now and then fails with "Resource busy" (a disk
#: arbitration or Spotlight process still holds the fresh volume); a few seconds later it works.
HDIUTIL_TRIES = 5


def run_again_while_busy(
    command: list[str | Path], image: Path, tries: int = HDIUTIL_TRIES, pause: float = 5.0
) -> None:
    """Run ``hdiutil create``, again (after ``pause`` seconds, growing) while it says it is busy."""
    words = [str(word) for word in command]
    for attempt in range(1, tries + 1):
        print("+", " ".join(words), flush=True)
        result = subprocess.run(words, cwd=ROOT, capture_output=True, text=True)
        sys.stdout.write(result.stdout)
        sys.stderr.write(result.stderr)
        if result.returncode == 0:
            return
        if "Resource busy" not in result.stdout + result.stderr or attempt == tries:
            raise subprocess.CalledProcessError(result.returncode, words)
        image.unlink(missing_ok=True)
        print(f"build.py: hdiutil was busy; trying again ({attempt + 1}/{tries})", flush=True)
        time.sleep(pause * attempt)


def main(argv: list[str] | None = None) -> int:
    """Build the bundle for this platform; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=PACKAGING / "out", help="output folder")
    parser.add_argument(
        "--tag", help="the release tag being built; refused unless it is v + the app's version"
    )
    args = parser.parse_args(argv)
    version = read_version()
    if args.tag is not None and args.tag != f"v{version}":
        raise SystemExit(f"build.py: tag {args.tag} does not match the app's version {version}")
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)

    tree = build_wheel(out)
    icons = out / "icons"
    run(sys.executable, PACKAGING / "icons.py", icons)
    version_file = (
        write_windows_version_file(out / "version_info.txt", version)
        if sys.platform == "win32"
        else None
    )
    app = freeze(out, tree, icons, version_file)
    install_licences(tree, app)
    check_licences(tree, app)

    if sys.platform == "win32":
        made = package_windows(out, app, version)
    elif sys.platform == "darwin":
        made = package_macos(out, version, tree)
    else:
        made = package_linux(out, app, icons, version)
    for path in made:
        print(f"built {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
